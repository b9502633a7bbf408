/**
 * A pause in the page's start-up: `src/main.tsx` imports this module after the client state's stores
 * and before the app, so the modules after it are evaluated in a task of their own (see main.tsx).
 */
import { nextTask } from '../../lib/next-task';

await nextTask();
