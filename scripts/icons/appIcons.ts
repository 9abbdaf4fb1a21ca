import path from 'node:path';

/** Where the icons are written (public/, so the build copies them to the site's root). */
export const ICONS_DIR = path.resolve('public/icons');
/** Their address on the site. */
export const ICONS_URL = '/icons';

export interface AppIcon {
  file: string;
  size: number;
  /**
   * 'any': the favicon as it is, its rounded corners transparent. 'maskable': a full square
   * the platform crops to its own shape, the drawing inside the safe zone; iOS, which rounds
   * a home-screen icon itself and shows transparency as black, takes one of these too.
   */
  purpose: 'any' | 'maskable';
  /** Listed in the web app manifest (the apple-touch-icon is linked from index.html). */
  inManifest: boolean;
}

/** Every icon of the app: the manifest's three and iOS's home-screen one. */
export const APP_ICONS: readonly AppIcon[] = [
  { file: 'motus-192.png', size: 192, purpose: 'any', inManifest: true },
  { file: 'motus-512.png', size: 512, purpose: 'any', inManifest: true },
  { file: 'motus-maskable-512.png', size: 512, purpose: 'maskable', inManifest: true },
  { file: 'apple-touch-icon-180.png', size: 180, purpose: 'maskable', inManifest: false },
];
