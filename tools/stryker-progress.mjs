// A Stryker reporter that writes each mutant's result as soon as it is known, one JSON line each, to
// reports/mutation/progress.jsonl. Stryker writes its report only when a run ends, and a run over src/site takes
// hours on two cores: with this, survivors can be worked on while the run goes on, and a stopped run leaves its
// results. `grep -v '"Killed"' reports/mutation/progress.jsonl` lists what was not killed so far.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

const file = 'reports/mutation/progress.jsonl';

class ProgressReporter {
  onDryRunCompleted() {
    mkdirSync('reports/mutation', { recursive: true });
    writeFileSync(file, '');
  }

  onMutantTested(result) {
    const { start } = result.location;
    const line = {
      status: result.status,
      at: `${relative(process.cwd(), result.fileName)}:${start.line}:${start.column}`,
      mutator: result.mutatorName,
      replacement: result.replacement,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'progress-file', ProgressReporter)];
