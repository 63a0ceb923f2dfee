/** One option as the bench and profile scripts read it: `--flag value` or `--flag=value`. */
export interface OptionArg {
  /** The argument as given (a bare argument such as a route keeps its "=": `/media-channels?q=x`). */
  given: string;
  /** The option's value: after "=", else the next argument. */
  value(): string;
  /** The value as a whole number above zero, or an error naming the option. */
  positive(): number;
  /** `--pg [url]`: the URL after "=" or as the next argument when it is one; undefined keeps the default. */
  pgUrl(): string | undefined;
}

/**
 * The command line of bench:instructions and profile:page: each argument goes to `take`
 * with its flag (or the bare argument); an argument `take` does not know (it returns false) is an
 * error that points to the script's top comment, where its options are listed.
 */
export function readOptions(argv: string[], script: string, take: (flag: string, arg: OptionArg) => boolean) {
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const arg: OptionArg = {
      given: argv[i],
      value: () => inline ?? argv[++i],
      positive: () => {
        const n = Number(arg.value());
        if (!Number.isInteger(n) || n <= 0) throw new Error(`${flag} needs a positive whole number`);
        return n;
      },
      pgUrl: () => inline || (/^postgres(ql)?:\/\//.test(argv[i + 1] ?? "") ? argv[++i] : undefined),
    };
    if (!take(flag, arg)) throw new Error(`unknown option ${argv[i]} (see the comment at the top of ${script})`);
  }
}
