/** npm scripts must run on the project's pinned Node (the machine's own may be older). */
const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    `Node ${process.versions.node} is running the scripts; the project needs 22 or newer.\n` +
      "Run `npm install` first: it installs the pinned Node that npm scripts use.",
  );
  process.exit(1);
}
console.log(`Node ${process.versions.node} (pinned by the project).`);
