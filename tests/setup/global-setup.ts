// Filled in by the database test setup (migrated template databases); see tests/setup/database.ts.
export default async function setup() {}
