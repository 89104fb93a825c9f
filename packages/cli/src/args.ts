// Command-line arguments of shortlist-match.

export type OutputFormat = 'text' | 'json' | 'csv';

export interface CliArgs {
  jobFile: string;
  /** One resume file, or a folder of resumes to rank. */
  resumes: string;
  output: OutputFormat;
  /** Which wording of the outreach message (one resume only). */
  variant?: number;
}

export const USAGE = `Usage: shortlist-match JOB_FILE RESUME_FILE [--json] [--variant N]
       shortlist-match JOB_FILE RESUMES_FOLDER/ [--json | --csv]

With one resume: scores it against the job and writes an outreach message.
With a folder: ranks every PDF, DOCX, DOC and TXT resume in it against the job
and prints a table (rank, file, name, match %, top skills, missing skills);
files that cannot be read are skipped with a warning.
Files may be PDF, DOCX, DOC or TXT.

  --json        print the analysis (or the ranking) as JSON
  --csv         print the ranking of a folder as CSV, for a spreadsheet
  --variant N   another wording of the message (0, 1, 2, ...)
  -h, --help    show this help`;

export class UsageError extends Error {}

/** Parses argv (without node and the script); throws UsageError with a message to show. */
export function parseArgs(argv: readonly string[]): CliArgs | 'help' {
  const files: string[] = [];
  const formats = new Set<OutputFormat>();
  let variant: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '-h' || arg === '--help') return 'help';
    if (arg === '--json') formats.add('json');
    else if (arg === '--csv') formats.add('csv');
    else if (arg === '--variant' || arg.startsWith('--variant=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      variant = Number(value);
      if (!Number.isInteger(variant) || variant < 0)
        throw new UsageError(`--variant needs a whole number, got "${value ?? ''}"`);
    } else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`Unknown option ${arg}`);
    else files.push(arg);
  }
  if (files.length !== 2) {
    throw new UsageError(
      `Expected JOB_FILE and a RESUME_FILE or RESUMES_FOLDER, got ${files.length} file(s)`,
    );
  }
  if (formats.size > 1) throw new UsageError('Choose one of --json and --csv');
  const [output = 'text'] = formats;
  return {
    jobFile: files[0] as string,
    resumes: files[1] as string,
    output,
    ...(variant === undefined ? {} : { variant }),
  };
}
