/*
 * What a fault scenario is to the runner (scripts/test-faults.ts): a named function that starts what it needs in
 * `dir` (logs, data), provokes its fault, and says what it saw and what went wrong. It cleans up after itself; the
 * runner kills any process it left behind when it overruns `limitMs`.
 */

export interface ScenarioContext {
  /** A directory of its own for logs and data (kept when the scenario fails). */
  dir: string;
  /** A line of progress, printed as it happens. */
  say: (line: string) => void;
}

export interface ScenarioOutcome {
  /** What was measured (printed whatever the result). */
  summary: string[];
  /** Each a broken promise; none means the scenario passed. */
  violations: string[];
}

export interface FaultScenario {
  name: string;
  /** One sentence: the fault and what must hold. */
  description: string;
  limitMs: number;
  run(context: ScenarioContext): Promise<ScenarioOutcome>;
}
