// Runs before every npm script on whatever Node the machine has (plain JS, no TypeScript):
// the project brings Node 24 as the devDependency `node`, which npm puts first on the PATH of
// its scripts. If that did not happen, say so in one line instead of a stack trace.
const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(
    `This project needs Node 24, which \`npm install\` puts in node_modules/.bin/node; found Node ${process.versions.node} there instead. Run \`npm install\` (without --ignore-scripts) and try again.`,
  );
  process.exit(1);
}
