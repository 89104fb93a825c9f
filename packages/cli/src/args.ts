// Command-line arguments of shortlist-match.

export interface CliArgs {
  jobFile: string;
  resumeFile: string;
  json: boolean;
  /** Which wording of the outreach message. */
  variant: number;
}

export const USAGE = `Usage: shortlist-match JOB_FILE RESUME_FILE [--json] [--variant N]

Scores one resume against one job description and writes an outreach message.
Files may be PDF, DOCX, DOC or TXT.

  --json        print the analysis as JSON
  --variant N   another wording of the message (0, 1, 2, ...)
  -h, --help    show this help`;

export class UsageError extends Error {}

/** Parses argv (without node and the script); throws UsageError with a message to show. */
export function parseArgs(argv: readonly string[]): CliArgs | 'help' {
  const files: string[] = [];
  let json = false;
  let variant = 0;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '-h' || arg === '--help') return 'help';
    if (arg === '--json') json = true;
    else if (arg === '--variant' || arg.startsWith('--variant=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      variant = Number(value);
      if (!Number.isInteger(variant) || variant < 0) throw new UsageError(`--variant needs a whole number, got "${value ?? ''}"`);
    } else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`Unknown option ${arg}`);
    else files.push(arg);
  }
  if (files.length !== 2) throw new UsageError(`Expected JOB_FILE and RESUME_FILE, got ${files.length} file(s)`);
  return { jobFile: files[0] as string, resumeFile: files[1] as string, json, variant };
}
