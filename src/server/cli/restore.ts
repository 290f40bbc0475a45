// npm run restore -- --from ./backups/ryggkollen-backup-20261127T030000Z
// Restores a backup into the configured database and DATA_DIR/files, which must be new and empty: a
// DATA_DIR without a database, or (DATABASE_URL) an empty database. The manifest's checksums are
// checked before anything is written. --data-dir overrides DATA_DIR.
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from '../backup/backup';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';

const { values } = parseArgs({ options: { from: { type: 'string' }, 'data-dir': { type: 'string' } } });
if (!values.from) {
  console.error('Usage: npm run restore -- --from <backup folder> [--data-dir <new DATA_DIR>]  (DATABASE_URL: an empty database)');
  process.exit(2);
}

try {
  const config = loadConfig(values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env);
  const manifest = await restoreBackup(config, values.from);
  console.log(
    `Restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}, ${manifest.fileCount} files) into ${config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir}. Start the server on it; it applies any newer migrations.`,
  );
} catch (err) {
  if (err instanceof BackupError || err instanceof DataDirLockedError) console.error(err.message);
  else throw err;
  process.exitCode = 1;
}
