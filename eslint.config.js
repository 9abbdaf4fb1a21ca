import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import direction is one way (CONVENTIONS.md): shared imports neither side; client and server
// never import each other; inside the client ui → engine → features → app.
const layerRules = [
  {
    target: './src/shared',
    from: './src/client',
    message: 'src/shared must not import the client.',
  },
  {
    target: './src/shared',
    from: './src/server',
    message: 'src/shared must not import the server.',
  },
  { target: './src/client', from: './src/server', message: 'The client never imports the server.' },
  { target: './src/server', from: './src/client', message: 'The server never imports the client.' },
  {
    target: './src/client/ui',
    from: ['./src/client/engine', './src/client/features', './src/client/app'],
    message: 'ui blocks are the bottom layer of the client.',
  },
  {
    target: './src/client/api',
    from: ['./src/client/engine', './src/client/features', './src/client/app', './src/client/ui'],
    message: 'The api slice is a base layer: it knows no feature, page or component.',
  },
  {
    target: './src/client/engine',
    from: ['./src/client/features', './src/client/app'],
    message: 'The engine may use ui, not features or app.',
  },
  {
    target: './src/client/features',
    from: ['./src/client/app/router.tsx', './src/client/app/AppShell.tsx'],
    message: 'Features may use the store and paths of app, not the router that mounts them.',
  },
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
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
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
      'import-x/no-restricted-paths': ['error', { zones: layerRules }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import from the file that defines the thing.',
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Parsing dependencies' bundles for cycles is slow and noisy; our own code is what matters.
      'import-x/ignore': ['node_modules'],
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
