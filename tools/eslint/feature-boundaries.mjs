// Feature folders of the web apps: `src/features/<name>/index.ts` is a feature's public API.
// Every other file of the app (another feature, and app/, lib/, config/, testing/, components/,
// main.tsx) imports `features/<name>` (the index) and never a file inside the folder, so a feature
// can change its insides without breaking the rest of the app. Code splitting is the one exception:
// `import('../features/<name>/page')` loads a page lazily and is not checked.
import path from 'node:path';

const APP_SOURCE_FILE = /^(.*[/\\]apps[/\\][^/\\]+[/\\]src)[/\\]/;

/** The feature a path lies in and the rest of the path inside it, or undefined outside features. */
function featureOf(srcRoot, absolutePath) {
  const relative = path.relative(path.join(srcRoot, 'features'), absolutePath);
  if (relative.startsWith('..') || path.isAbsolute(relative) || relative === '') return undefined;
  const [name, ...inside] = relative.split(path.sep);
  return { name, inside: inside.filter((part) => part !== '' && part !== 'index' && part !== 'index.ts' && part !== 'index.tsx') };
}

const featurePublicApi = {
  meta: {
    type: 'problem',
    docs: { description: "Import a feature from outside it only through its index.ts (its public API)." },
    schema: [],
    messages: {
      deepImport: "'{{source}}' reaches inside the feature '{{feature}}': import '{{entry}}' (its index.ts) and export what you need there.",
    },
  },
  create(context) {
    const match = APP_SOURCE_FILE.exec(context.filename);
    if (!match) return {};
    const srcRoot = match[1];
    // A feature's own files reach each other freely; outside features there is no own feature.
    const ownFeature = featureOf(srcRoot, context.filename)?.name;
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(srcRoot, path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.name === ownFeature || target.inside.length === 0) return;
      const relative = path.relative(path.dirname(context.filename), path.join(srcRoot, 'features', target.name)).split(path.sep).join('/');
      const entry = relative.startsWith('.') ? relative : `./${relative}`;
      context.report({ node: source, messageId: 'deepImport', data: { source: source.value, feature: target.name, entry } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export const featureBoundariesPlugin = { meta: { name: 'quorum-features' }, rules: { 'public-api': featurePublicApi } };
