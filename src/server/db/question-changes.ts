// Bumped by every write to the questions table in this process (after it commits); every question
// cache of the process (modules/assessment/question-cache.ts) then rebuilds on its next use. A
// counter, not a list of caches: nothing to register or forget. Here, beside the database, so that
// the writers (the data migrations, the admin's edits) need not import the module that serves them.
let changes = 0;

/**
 * Call after a write to the `questions` table has committed (an admin's edit, activation or
 * reordering; a data migration). Calling it inside the transaction would let a request rebuild
 * from the data before the commit and keep that until the next cross-process check.
 */
export function questionsChanged(): void {
  changes += 1;
}

/** How many writes to the questions this process has made: a cache built at an older count is stale. */
export function questionChanges(): number {
  return changes;
}
