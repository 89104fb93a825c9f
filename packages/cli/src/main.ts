// shortlist-match JOB_FILE RESUME_FILE [--json]: the matcher on two files, from the terminal.
import { parseArgs, USAGE, UsageError, type CliArgs } from './args';
import { InputError } from './read-document';
import { run } from './run';

async function main(argv: readonly string[]): Promise<number> {
  let args: CliArgs | 'help';
  try {
    args = parseArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`shortlist-match: ${err.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    const { report } = await run(args);
    process.stdout.write(`${report}\n`);
    return 0;
  } catch (err) {
    if (err instanceof InputError) {
      process.stderr.write(`shortlist-match: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`shortlist-match: unexpected error: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exitCode = 70;
  },
);
