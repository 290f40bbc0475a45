// npm run create-admin -- --email anna@example.se --name "Anna Berg"
// The password is read from ADMIN_PASSWORD or asked for (not echoed). Uses the same database
// configuration as the server (DATA_DIR or DATABASE_URL).
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createLogger } from '../logger';
import { createServices, type Services } from '../services';
import { createOrPromoteAdmin } from '../modules/auth/admin-accounts';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    let prompted = false;
    output._writeToOutput = (s: string) => {
      if (!prompted) {
        output.output.write(s);
        prompted = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run create-admin -- --email you@example.se --name "First Last"');
  process.exit(2);
}

const config = loadConfig();
let services: Services;
try {
  // The same services as the server, without running jobs: this process only writes.
  services = await createServices(config, { logger: createLogger(config), work: false });
} catch (err) {
  // The server holds the embedded database: say so plainly instead of a stack trace.
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(err.message);
  process.exit(1);
}
try {
  const result = await createOrPromoteAdmin(
    services.deps,
    { email: values.email, name: values.name, password: process.env.ADMIN_PASSWORD || undefined },
    {
      askPassword: async () => {
        if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD when not running in a terminal');
        return askHidden('Password for the new admin (at least 6 characters): ');
      },
    },
  );
  console.log(result.action === 'created' ? `Created admin ${result.email}.` : `${result.email} is now an admin.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await services.close();
}
