// The local S3 server of the tests in a process of its own:
// `node --openssl-legacy-provider s3rver-child.mjs <folder> <bucket>...`. s3rver makes its
// ListObjectsV2 continuation tokens with DES, which Node 20's OpenSSL 3 offers only with the
// legacy provider; a child process keeps that switch (and s3rver's own logger) out of the tests.
// Prints "LISTENING <port>" once it answers; stops when its stdin closes.
import S3rver from 's3rver';

const [directory, ...buckets] = process.argv.slice(2);
if (!directory || !buckets.length) {
  console.error('usage: s3rver-child.mjs <folder> <bucket>...');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
const { port } = await server.run();
console.log(`LISTENING ${port}`);
process.stdin.on('end', () => server.close().finally(() => process.exit(0)));
process.stdin.resume();
