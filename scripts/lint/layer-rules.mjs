// Lint rules for the server's layers (issue 21): a file that declares HTTP routes says who may call
// what and hands the work to its module's service or repository; it never writes SQL itself.

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);
/** What a database handle does that is a query (drizzle's builders and raw SQL). */
const QUERIES = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  'transaction',
  '$count',
]);

/** `app.get('/path', …)`, `r.post('/path', …)`, `app.route({ url: '/path', … })`. */
function declaresRoute(node) {
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return false;
  const [first] = node.arguments;
  if (!first) return false;
  if (VERBS.has(callee.property.name))
    return (
      (first.type === 'Literal' && typeof first.value === 'string' && first.value.startsWith('/')) ||
      first.type === 'TemplateLiteral'
    );
  if (callee.property.name === 'route' && first.type === 'ObjectExpression')
    return first.properties.some((p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'url');
  return false;
}

/** The module an import or query comes from is SQL: drizzle's operators or the schema's tables. */
const isSqlModule = (source) =>
  source === 'drizzle-orm' || source.startsWith('drizzle-orm/') || /(^|\/)db\/schema(\/|$)/.test(source);

export default {
  meta: { name: 'layers' },
  rules: {
    'no-sql-in-routes': {
      meta: {
        type: 'problem',
        docs: {
          description:
            "A route file declares routes and who may call them; its module's service or repository runs the SQL.",
        },
      },
      create(context) {
        let routes = false;
        const suspects = [];
        return {
          ImportDeclaration(node) {
            if (node.importKind === 'type' || !isSqlModule(String(node.source.value))) return;
            if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
            suspects.push({
              node,
              message: `A route file imports ${node.source.value}: move the query into the module's service or repository`,
            });
          },
          MemberExpression(node) {
            const inner = node.object;
            if (node.computed || node.property.type !== 'Identifier' || !QUERIES.has(node.property.name)) return;
            if (
              inner.type !== 'MemberExpression' ||
              inner.computed ||
              inner.property.type !== 'Identifier' ||
              inner.property.name !== 'db'
            )
              return;
            suspects.push({
              node,
              message: `A route file queries the database (db.${node.property.name}): move the query into the module's service or repository`,
            });
          },
          CallExpression(node) {
            if (!routes && declaresRoute(node)) routes = true;
          },
          'Program:exit'() {
            if (routes) for (const suspect of suspects) context.report(suspect);
          },
        };
      },
    },
  },
};
