// Turns the services' JSON log lines into one readable line each for `npm start`; anything that
// is not JSON passes through unchanged. Production keeps the JSON.
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

export function formatLogLine(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || !('msg' in entry)) return line;
  const level = LEVELS[entry.level] ?? entry.level;
  if (entry.msg === 'request') return `${level} ${entry.method} ${entry.url} ${entry.status} ${entry.ms}ms`;
  const { level: _l, time: _t, pid: _p, hostname: _h, service: _s, name: _n, msg, ...rest } = entry;
  const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${level} ${msg}${extra}`;
}
