// Types of serverBuild.mjs (plain JavaScript, run by npm start before anything is compiled).
export const serverOutDir: string;
export function serverEntryIn(outDir?: string): string;
export function serverBuildCommand(outDir?: string): [string, string[]];
