// ESLint flat config. Besides style and type-aware checks it enforces the layer table of DESIGN.md:
// each folder under src/ may import only the folders listed for it, and the deterministic layers may not
// touch the wall clock, randomness, timers or the DOM. lint-fixtures/ holds files that must FAIL these rules
// (src/common/lint-rules.test.ts proves it), so the main run ignores them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const LAYERS = [
  'engine',
  'vfs',
  'shell',
  'tools',
  'llm',
  'runtime',
  'session',
  'state',
  'ui',
  'cli',
  'common',
];

/** Which project folders each layer may import (besides itself and common/). */
const ALLOWED = {
  engine: [],
  vfs: ['engine'],
  shell: ['vfs', 'engine'],
  tools: ['engine', 'vfs', 'shell'],
  llm: ['engine'],
  runtime: ['engine', 'tools', 'llm', 'vfs', 'shell'],
  session: ['engine', 'runtime'],
  state: ['runtime', 'session', 'engine'],
  ui: ['state', 'session', 'engine'],
  cli: ['engine', 'vfs', 'shell', 'tools', 'llm', 'runtime', 'session'],
  common: [],
};

const layerPattern = (layer) => ({
  // Relative imports only: a package such as monaco-editor/.../shell/register is not our shell/ layer.
  regex: `^\\.{1,2}/(.*/)?${layer}(/|$)`,
  message: `DESIGN.md's layer table forbids this import here (${layer}/).`,
});

const FRAMEWORKS = {
  react: { regex: '^(react|react-dom)(/|$)', message: 'React belongs to ui/ only.' },
  zustand: { regex: '^zustand(/|$)', message: 'zustand is imported only in state/.' },
};

function importRules(layer, { extra = [], zustand = layer === 'state' } = {}) {
  const forbidden = LAYERS.filter((l) => l !== layer && l !== 'common' && !ALLOWED[layer].includes(l));
  const patterns = forbidden.map(layerPattern);
  if (!zustand) patterns.push(FRAMEWORKS.zustand);
  if (layer !== 'ui') patterns.push(FRAMEWORKS.react);
  patterns.push(...extra);
  return { 'no-restricted-imports': ['error', { patterns }] };
}

// The page's application layer (ARCHITECTURE.md, decisions 0503, 0504): components read the store through
// the React binding (ui/store/use-app-store.ts) and change things through the session actions
// (state/session-actions/), both from the app's services (ui/store/app-services.tsx). Only the composition
// root (ui/app/compose) makes the store and holds the runtime port.
const APP_LAYER_MESSAGE =
  'ui/ reads the store with useAppStore(selector) and acts through useSessionActions(); only ui/app/compose makes the store and holds the runtime port (decisions 0503, 0504).';
const RUNTIME_PORT_IMPORT = {
  regex: '^\\.{1,2}/(.*/)?state/(store|runtime-slice)$',
  importNames: ['RuntimePort'],
  message: APP_LAYER_MESSAGE,
};
const STORE_MAKER_IMPORT = {
  regex: '^\\.{1,2}/(.*/)?state/store$',
  importNames: ['createAppStore'],
  message: APP_LAYER_MESSAGE,
};
// The panels' words come through ui/i18n/use-translation.ts: react-i18next's own hook costs a copy of the
// i18next instance on every mount (issue 37).
const USE_TRANSLATION_IMPORT = {
  regex: '^react-i18next$',
  importNames: ['useTranslation'],
  message:
    'Import useTranslation from ui/i18n/use-translation.ts, not react-i18next (its hook copies the i18next instance on every mount).',
};
const appLayerSyntax = {
  'no-restricted-syntax': [
    'error',
    { selector: "CallExpression[callee.property.name='getState']", message: APP_LAYER_MESSAGE },
    { selector: "MemberExpression[property.name='runtimePort']", message: APP_LAYER_MESSAGE },
  ],
};

const NONDETERMINISTIC_GLOBALS = [
  'window',
  'document',
  'fetch',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'requestAnimationFrame',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'XMLHttpRequest',
  'WebSocket',
  'Worker',
  'crypto',
  'performance',
].map((name) => ({
  name,
  message: 'The engine is pure: inject clocks, ids and I/O instead (DESIGN.md, Determinism).',
}));

const deterministicRules = {
  'no-restricted-globals': ['error', ...NONDETERMINISTIC_GLOBALS],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'Use the injected virtual clock.' },
    { object: 'Math', property: 'random', message: 'Use the injected, seeded id source.' },
    { object: 'performance', property: 'now', message: 'Use the injected virtual clock.' },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: 'Use the injected virtual clock.',
    },
  ],
};

// Nothing is made when a module loads and nothing is shared between two apps in one realm (decision 0504):
// a module-scope `let` is state every importer shares, so it may live only where an app (or a thread) is
// composed. A cache that is the same for every app is a `const` from src/common/lazy.ts.
const noModuleScopeLet = {
  meta: {
    type: 'problem',
    messages: {
      moduleLet:
        "No module-scope `let` outside a composition root: make it part of the app's services (ui/app/compose) or a lazy() cache (src/common/lazy.ts); decision 0504.",
    },
    schema: [],
  },
  create(context) {
    const report = (node) => {
      if (node.kind === 'let') context.report({ node, messageId: 'moduleLet' });
    };
    return {
      'Program > VariableDeclaration': report,
      'Program > ExportNamedDeclaration > VariableDeclaration': report,
    };
  },
};

const layerConfigs = LAYERS.filter((l) => l !== 'ui').map((layer) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`, `lint-fixtures/${layer}/**/*.{ts,tsx}`],
  rules: importRules(layer),
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'reports/**',
      'test-results/**',
      'bench/results/**',
      'lint-fixtures/**',
      // Validators generated ahead of time (npm run validators, decision 0113), checked by their own test.
      'src/**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  ...layerConfigs,
  {
    files: ['src/ui/**/*.{ts,tsx}', 'lint-fixtures/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/app/compose/**', 'src/ui/**/*.test.{ts,tsx}'],
    rules: {
      ...importRules('ui', { extra: [RUNTIME_PORT_IMPORT, STORE_MAKER_IMPORT, USE_TRANSLATION_IMPORT] }),
      ...appLayerSyntax,
    },
  },
  // The React binding: zustand/react's useStore over the store instance, the one use of either in ui/.
  {
    files: ['src/ui/store/use-app-store.ts'],
    rules: importRules('ui', { extra: [RUNTIME_PORT_IMPORT], zustand: true }),
  },
  // A test of ui/ sets the stage through the store instance, as the composition root does.
  { files: ['src/ui/**/*.test.{ts,tsx}'], ignores: ['src/ui/app/compose/**'], rules: importRules('ui') },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: [
      'src/engine/**/*.ts',
      'src/vfs/**/*.ts',
      'src/tools/**/*.ts',
      'src/shell/**/*.ts',
      'lint-fixtures/engine/**/*.ts',
    ],
    // persist/ and import/ are the workspace's I/O (IndexedDB, Web Crypto, the files a person brings).
    ignores: ['**/*.test.ts', 'src/vfs/persist/**', 'src/vfs/import/**', 'src/shell/worker/**'],
    rules: deterministicRules,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'lint-fixtures/**/*.{ts,tsx}'],
    ignores: [
      // The page's composition root: it makes each app's parts (compose-app.ts).
      'src/ui/app/compose/**',
      'lint-fixtures/ui/app/compose/**',
      // A test file is its own entry: vitest runs each in a module graph of its own.
      '**/*.test.{ts,tsx}',
      // Worker entries compose their thread: one module instance per worker, nothing shared with the page.
      'src/session/trace-file/trace-file.worker.ts',
      'src/vfs/import/tree-import.worker.ts',
      // The entry of a test harness page (e2e/shell-runaway.spec.ts), composed like a worker's.
      'src/shell/worker/harness/shell-harness.ts',
    ],
    plugins: { toolscope: { rules: { 'no-module-scope-let': noModuleScopeLet } } },
    rules: { 'toolscope/no-module-scope-let': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
