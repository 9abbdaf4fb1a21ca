import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import direction is one way (README.md): shared imports neither side; client and server
// never import each other; inside the client ui → engine → features → app, and api and state are
// base layers; account/ (the account and its session, which several features use) sits below
// features, and no feature imports another (below the list). Each entry forbids, for the files under `folder`, imports through the named folders.
// Features never import app/, which mounts them: the typed store hooks are in state/, lazy pages
// in ui/. (no-restricted-imports, in typescript-eslint's version that can let type imports
// through, rather than an import plugin: the registry here lacks the native resolver bindings
// those plugins need on other platforms, which breaks `npm ci`.)
const layers = [
  {
    folder: 'src/shared',
    forbidden: ['client', 'server'],
    message: 'src/shared imports neither side.',
  },
  { folder: 'src/server', forbidden: ['client'], message: 'The server never imports the client.' },
  { folder: 'src/client', forbidden: ['server'], message: 'The client never imports the server.' },
  {
    folder: 'src/client/ui',
    forbidden: ['engine', 'account', 'features', 'app', 'api'],
    message: 'ui blocks are the bottom layer of the client.',
  },
  {
    folder: 'src/client/api',
    forbidden: ['engine', 'account', 'features', 'app', 'ui'],
    message: 'The api slice is a base layer: it knows no feature, page or component.',
  },
  {
    folder: 'src/client/state',
    forbidden: ['engine', 'account', 'features', 'ui', 'api'],
    message: 'The store plumbing is a base layer: it knows no slice, feature or component.',
    // The typed hooks (hooks.ts) take the types of the store that app/ assembles; no code crosses.
    typesFrom: ['app'],
  },
  {
    folder: 'src/client/engine',
    forbidden: ['features', 'app'],
    message: 'The engine may use ui and api, not features or app.',
  },
  {
    folder: 'src/client/account',
    forbidden: ['engine', 'features', 'app'],
    message:
      'account/ holds what features share about the account and its session: it uses ui, api and state, no feature.',
  },
  {
    folder: 'src/client/features',
    forbidden: ['app'],
    message:
      'app/ mounts the features: they take the store hooks from state/ and lazy pages from ui/.',
  },
];

// Tests and stories stand where main.tsx stands: they build the app's real store to render a
// feature in it, so they alone may import app/.
const assembling = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.tsx',
  '**/*Testing.tsx',
  '**/*StoryFrame.tsx',
];

// Flat config lets the last matching entry set a rule, so a folder inherits what its parents
// forbid: src/client/ui forbids the server as well as the upper client layers.
const inheritedLayers = layers.map((layer) => ({
  ...layer,
  forbidden: layers
    .filter((parent) => layer.folder.startsWith(`${parent.folder}/`) || parent === layer)
    .flatMap((parent) => parent.forbidden),
}));

const featuresLayer = inheritedLayers.find((layer) => layer.folder === 'src/client/features');

const importsOf = (folders) => folders.flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]);

function layerRule(forbidden, message, typesFrom = [], morePatterns = []) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: importsOf(forbidden), message },
          ...(typesFrom.length > 0
            ? [{ group: importsOf(typesFrom), allowTypeImports: true, message }]
            : []),
          ...morePatterns,
        ],
      },
    ],
  };
}

// A feature never imports another feature (bulletproof-react's rule). The
// folders are read from disk, so a new feature, or a new folder inside one, is covered the
// day it appears. An import is a relative path: from a folder `depth` levels inside a
// feature, climbing depth + 1 levels lands in features/, and the next name must be the
// feature's own; a path that climbs higher may not come back down into features/ either.
const featuresRoot = 'src/client/features';
const crossFeatureMessage =
  'A feature never imports another feature: what two features share moves down to account/ (the account and its session), engine/, ui/, api/, state/ or src/shared/, or app/ composes the two.';

function foldersUnder(folder, depth = 0) {
  return [
    { folder, depth },
    ...readdirSync(new URL(`./${folder}/`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => foldersUnder(`${folder}/${entry.name}`, depth + 1)),
  ];
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const featureFolders = readdirSync(new URL(`./${featuresRoot}/`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    foldersUnder(`${featuresRoot}/${entry.name}`).map(({ folder, depth }) => {
      const own = escapeRegex(entry.name);
      return {
        folder,
        patterns: [
          { regex: `^(\\.\\./){${depth + 1}}(?!${own}(/|$))[^./]`, message: crossFeatureMessage },
          { regex: `(^|/)features/(?!${own}(/|$))[^/]`, message: crossFeatureMessage },
        ],
      };
    }),
  );

// No barrel files, everywhere; the client's components add the inline-text selectors below to
// the same rule, and flat config lets the last entry set it, so each entry lists both.
const noBarrels = {
  selector: 'ExportAllDeclaration',
  message: 'No barrel files: import from the file that defines the thing.',
};

// Words a person reads (or hears from a screen reader) live in a texts module, never inline in
// a component (src/shared/messages/README.md): the folder's <area>Texts.ts, src/shared/messages
// or a config's `messages`. Punctuation between them (·, –, :) may stay inline.
const inlineTextMessage =
  "Words a person reads live in a texts module (src/shared/messages/README.md): the folder's <area>Texts.ts, src/shared/messages or the config's messages. Name them here instead of writing them inline.";
const letter = String.raw`/\p{L}/u`;
// Two words in a row: a phrase in any other attribute, even one whose name does not say it is
// a text (a dialog's `doctorName` fallback, a `confirm` in an `onClick`).
const phrase = String.raw`/\p{L}\s+\p{L}/u`;
const textAttributes = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'subtitle',
  'heading',
  'label',
  'legend',
  'caption',
  'hint',
  'message',
  'placeholder',
  'data-label',
];
const textAttribute = `JSXAttribute[name.name=/^(${textAttributes.join('|')})$/]`;
// Attributes whose values are lists of words for the browser, not for a person.
const wordListAttributes = [
  'className',
  'style',
  'rel',
  'allow',
  'sandbox',
  'autoComplete',
  'aria-controls',
  'aria-describedby',
  'aria-labelledby',
  'aria-owns',
  'd',
  'points',
  'transform',
  'viewBox',
];
const otherAttribute = `JSXAttribute[name.name!=/^(${[...textAttributes, ...wordListAttributes].join('|')})$/]`;
// A string is shown where it is a JSX child or a text attribute's value: as it is, as a branch
// of `?:`, `&&` or `??`, or as a part of a template or a `+`.
const shownChild = ':matches(JSXElement, JSXFragment) > JSXExpressionContainer';
const shownValue = `:matches(${shownChild}, ${textAttribute} > JSXExpressionContainer)`;
const branch = ':matches(ConditionalExpression, LogicalExpression)';
const inlineTextSelectors = [
  `JSXText[value=${letter}]`,
  `${textAttribute} > Literal[value=${letter}]`,
  `${shownValue} > Literal[value=${letter}]`,
  `${shownValue} > ${branch} > Literal[value=${letter}]`,
  `${shownValue} > ${branch} > ${branch} > Literal[value=${letter}]`,
  `${shownValue} > BinaryExpression[operator='+'] > Literal[value=${letter}]`,
  `${shownValue} > TemplateLiteral > TemplateElement[value.raw=${letter}]`,
  `${shownValue} > ${branch} > TemplateLiteral > TemplateElement[value.raw=${letter}]`,
  `${shownValue} > TemplateLiteral > ${branch} > Literal[value=${letter}]`,
  `${otherAttribute} Literal[value=${phrase}]`,
  `${otherAttribute} TemplateElement[value.raw=${phrase}]`,
].map((selector) => ({ selector, message: inlineTextMessage }));

// Toasts and the browser's own confirm and alert boxes show their words too, from .ts hooks as
// well as components.
const inlineAlertSelectors = [
  `CallExpression[callee.name='showToast'] > :matches(Literal[value=${phrase}], TemplateLiteral)`,
  `CallExpression[callee.property.name=/^(confirm|alert|prompt)$/] > :matches(Literal, TemplateLiteral)`,
  `CallExpression[callee.name=/^(confirm|alert|prompt)$/] > :matches(Literal, TemplateLiteral)`,
].map((selector) => ({ selector, message: inlineTextMessage }));

// What only tests and stories render: nobody using Motus reads it.
const storyAndTestSupport = [
  'src/client/test/**',
  'src/client/**/testing/**',
  'src/client/**/stories/**',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      '.data',
      '.tmp',
      'node_modules',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', noBarrels],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...inheritedLayers.map(({ folder, forbidden, message, typesFrom }) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: layerRule(forbidden, message, typesFrom),
  })),
  // Last, so that each feature folder's entry holds all its rules: its layer's, and for tests
  // and stories the assembling exception, each with the imports of other features refused.
  ...featureFolders.flatMap(({ folder, patterns }) => [
    {
      files: [`${folder}/*.{ts,tsx}`],
      rules: layerRule(featuresLayer.forbidden, featuresLayer.message, [], patterns),
    },
    {
      files: assembling.map((pattern) => `${folder}/${pattern.replace('**/', '')}`),
      rules: layerRule(['server'], 'The client never imports the server.', [], patterns),
    },
  ]),
  {
    files: ['src/client/**/*.ts'],
    ignores: [...assembling, ...storyAndTestSupport, '**/*Texts.ts'],
    rules: { 'no-restricted-syntax': ['error', noBarrels, ...inlineAlertSelectors] },
  },
  {
    files: ['src/client/**/*.tsx'],
    ignores: [...assembling, ...storyAndTestSupport],
    rules: {
      'no-restricted-syntax': ['error', noBarrels, ...inlineTextSelectors, ...inlineAlertSelectors],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
