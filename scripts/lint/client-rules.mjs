// Lint rules for the client's data (issue 21): an answer is checked against its shared contract
// (getData/postData with a zod schema of src/shared/contracts), never cast to a type; and data is
// read through react-query (or react-admin's dataProvider), never fetched by hand in an effect. The
// visitor app, which has neither, reads through its one hook (useAnswer in src/client/visitor/api.ts).

/** The calls that ask the API for something. */
const FETCHES = new Set([
  'fetch',
  'httpClient',
  'getApi',
  'postApi',
  'getData',
  'postData',
  'getRecord',
  'getRows',
  'getList',
  'sendData',
  'postCommand',
]);

/** The calls that answer data: given a type argument instead of a contract, they would cast it. */
const READS = new Set(['getApi', 'postApi', 'getData', 'postData', 'getRecord', 'getRows', 'getList', 'sendData']);

/** `json as T`, `(await httpClient(…)).json as T`: a fetched body cast to a type no one checked. */
const isJsonBody = (node) =>
  (node.type === 'Identifier' && node.name === 'json') ||
  (node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'json');

const calleeName = (node) =>
  node.callee.type === 'Identifier'
    ? node.callee.name
    : node.callee.type === 'MemberExpression' && !node.callee.computed && node.callee.property.type === 'Identifier'
      ? node.callee.property.name
      : null;

export default {
  meta: { name: 'client' },
  rules: {
    'no-cast-answers': {
      meta: {
        type: 'problem',
        docs: {
          description: 'An API answer is checked against its contract (getData(path, schema)), never cast (getApi<T>).',
        },
      },
      create(context) {
        return {
          CallExpression(node) {
            const name = node.callee.type === 'Identifier' ? node.callee.name : null;
            if (name && READS.has(name) && node.typeArguments)
              context.report({
                node,
                message: `${name}<T> casts the answer: use ${name === 'getApi' ? 'getData' : name === 'postApi' ? 'postData' : name} with the route's contract from src/shared/contracts`,
              });
          },
          TSAsExpression(node) {
            if (isJsonBody(node.expression))
              context.report({
                node,
                message:
                  "An answer's body cast to a type: read it with getData, getRecord or sendData and the route's contract from src/shared/contracts",
              });
          },
        };
      },
    },
    'no-fetch-in-effect': {
      meta: {
        type: 'problem',
        docs: {
          description: 'Data is read with react-query (useQuery) or the dataProvider, not fetched in an effect.',
        },
      },
      create(context) {
        let effects = 0;
        const isEffect = (node) => calleeName(node) === 'useEffect' || calleeName(node) === 'useLayoutEffect';
        return {
          CallExpression(node) {
            if (isEffect(node)) effects += 1;
            else if (effects > 0 && FETCHES.has(calleeName(node) ?? ''))
              context.report({
                node,
                message:
                  'This effect fetches: read the data with useQuery (the visitor app: useAnswer) and getData with its contract instead',
              });
          },
          'CallExpression:exit'(node) {
            if (isEffect(node)) effects -= 1;
          },
        };
      },
    },
  },
};
