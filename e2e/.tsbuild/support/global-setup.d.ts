import type { TestProject } from 'vitest/node';
/** Starts the product the README's way (`npm start`) on a free port with an empty data folder. */
export default function setup(project: TestProject): Promise<() => Promise<void>>;
