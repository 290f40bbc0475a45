// A second process for the data-folder lock tests: `node --import tsx lock-child.ts <lock|database> <folder>`.
// Prints "HELD <pid>" once it holds the folder and keeps it until its stdin closes (or it is
// killed); prints "REFUSED <message>" and exits 3 when another process holds it.
import { openDatabase } from '../../src/server/db/client';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/data-dir-lock';

const [mode, folder] = process.argv.slice(2);
if (!folder || (mode !== 'lock' && mode !== 'database')) {
  console.error('usage: lock-child.ts <lock|database> <folder>');
  process.exit(2);
}

try {
  const release =
    mode === 'lock'
      ? (await lockDataDir(folder)).release
      : await openDatabase({ kind: 'pglite', dataDir: folder }).then((db) => async () => {
          // The database works while held.
          await db.db.execute('select 1');
          await db.close();
        });
  process.stdout.write(`HELD ${process.pid}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    void release().then(() => process.exit(0));
  });
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  process.stdout.write(`REFUSED ${err.message}\n`);
  process.exit(3);
}
