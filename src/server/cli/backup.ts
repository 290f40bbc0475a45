// npm run backup -- [--out ./backups]
// A backup of the database and the stored files into a new timestamped folder under --out, with a
// manifest (decision 0044, docs/deployment.md). Uses the server's configuration (DATA_DIR or
// DATABASE_URL). The embedded database (no DATABASE_URL) is backed up only while the server is stopped.
import { parseArgs } from 'node:util';
import { BackupError, createBackup } from '../backup/backup';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';

const { values } = parseArgs({ options: { out: { type: 'string', default: './backups' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log('Usage: npm run backup -- [--out ./backups]');
  process.exit(0);
}

try {
  const { folder, manifest } = await createBackup(loadConfig(), values.out);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Backup written to ${folder}\n  database (${manifest.database.kind}, ${manifest.database.migrationsApplied} migrations): ${mb(manifest.database.bytes)}\n  files: ${manifest.fileCount}, ${mb(manifest.fileBytes)}`,
  );
} catch (err) {
  if (err instanceof DataDirLockedError)
    console.error(`${err.message}\nThe embedded database can only be backed up while the server is stopped (or use PostgreSQL).`);
  else if (err instanceof BackupError) console.error(err.message);
  else throw err;
  process.exitCode = 1;
}
