import * as colorSchemes from 'd3-scale-chromatic';
import type { Plugin } from 'vite';

const STAND_IN_ID = '\0motus:d3-scale-chromatic-stand-in';

/**
 * Stands in for d3-scale-chromatic in the client build: @nivo/colors puts all its schemes in
 * its tables of named colour schemes, code on every chart page (docs/performance.md, 'What a
 * person feels'), but Motus draws each
 * series in the colour its config gives (TabChart), never in a nivo scheme. Every name the
 * library exports is there, so nothing fails to link; a scheme is empty and an interpolator
 * says, if ever called, that schemes are not bundled. The list of names is read from the real
 * library, so an upgrade cannot leave one out.
 */
export function nivoWithoutColorSchemes(): Plugin {
  const names = Object.keys(colorSchemes);
  const code = [
    'function unavailable() {',
    "  throw new Error('Motus does not bundle colour schemes: give the series a colour in its profile config');",
    '}',
    ...names.map((name) =>
      name.startsWith('scheme')
        ? `export const ${name} = [];`
        : `export const ${name} = unavailable;`,
    ),
  ].join('\n');
  return {
    name: 'motus:nivo-without-color-schemes',
    enforce: 'pre',
    resolveId: (source) => (source === 'd3-scale-chromatic' ? STAND_IN_ID : undefined),
    load: (id) => (id === STAND_IN_ID ? code : undefined),
  };
}
