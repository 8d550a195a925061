// Lint rules for the Playwright specs (tests/e2e), which the vitest plugin's rules do not recognise:
// a check must run every time the test runs, never only when the page happens to show something.

/** The expect(...) at the root of a call chain such as expect(x).not.toBe(y) or expect.poll(fn). */
function isExpectCall(node) {
  let callee = node.callee;
  while (callee && callee.type === 'MemberExpression') callee = callee.object;
  return callee && callee.type === 'Identifier' && callee.name === 'expect';
}

/** Whether `node` sits inside one of the branches of a condition, within the same function. */
function conditionalAncestor(node) {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (
      parent.type === 'FunctionDeclaration' ||
      parent.type === 'FunctionExpression' ||
      parent.type === 'ArrowFunctionExpression'
    )
      return null;
    if (parent.type === 'IfStatement' && child !== parent.test) return 'an if';
    if (parent.type === 'ConditionalExpression' && child !== parent.test) return 'a ?: branch';
    if (parent.type === 'LogicalExpression' && child === parent.right) return `the right of ${parent.operator}`;
    if (parent.type === 'SwitchCase') return 'a switch case';
    if (parent.type === 'CatchClause') return 'a catch block';
  }
  return null;
}

/** Whether a call chain holds an expect(...) call: `expect(a).toBe(b).catch(...)`. */
function chainHasExpect(node) {
  for (let current = node; current; ) {
    if (current.type === 'CallExpression') {
      if (isExpectCall(current)) return true;
      current = current.callee;
    } else if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'AwaitExpression') current = current.argument;
    else return false;
  }
  return false;
}

export default {
  meta: { name: 'e2e' },
  rules: {
    'no-conditional-expect': {
      meta: {
        type: 'problem',
        docs: { description: 'An expect in a Playwright spec runs on every run, and its failure is never swallowed.' },
      },
      create(context) {
        return {
          CallExpression(node) {
            if (
              node.callee.type === 'MemberExpression' &&
              node.callee.property &&
              node.callee.property.name === 'catch' &&
              chainHasExpect(node.callee.object)
            ) {
              context.report({
                node,
                message: 'This catch swallows the failure of an expect: the check can never fail',
              });
              return;
            }
            if (
              !isExpectCall(node) ||
              (node.parent?.type === 'MemberExpression' &&
                node.parent.object === node &&
                node.parent.parent?.type === 'CallExpression' &&
                isExpectCall(node.parent.parent))
            )
              return;
            const where = conditionalAncestor(node);
            if (where)
              context.report({ node, message: `This expect runs only in ${where}: a check must run on every run` });
          },
        };
      },
    },
  },
};
