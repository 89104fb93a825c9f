// shortlist-match JOB_FILE RESUME_FILE|FOLDER [--json|--csv]: the matcher on files, from the terminal.
import { parseArgs, USAGE, UsageError } from './args';
import { InputError } from './read-document';
import { run } from './run';

const say = (stream: NodeJS.WriteStream, text: string) => stream.write(`${text}\n`);

async function main(argv: readonly string[]): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args === 'help') {
      say(process.stdout, USAGE);
      return 0;
    }
    const output = await run(args, {
      warn: (line) => say(process.stderr, `shortlist-match: ${line}`),
    });
    // A CSV ends with its own line break.
    process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      say(process.stderr, `shortlist-match: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    if (err instanceof InputError) {
      say(process.stderr, `shortlist-match: ${err.message}`);
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
    process.stderr.write(
      `shortlist-match: unexpected error: ${err instanceof Error ? err.stack : String(err)}\n`,
    );
    process.exitCode = 70;
  },
);
