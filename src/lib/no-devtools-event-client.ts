/**
 * Stands in for `@tanstack/devtools-event-client` in the build (vite.config.ts). TanStack Form
 * reports every form's state to a devtools panel through it, queueing the events until a panel
 * connects, which in the console none ever does; the real client was 1.3 KB of the JS the start
 * screen downloads (docs/decisions/0023). Form only calls `on` and `emit`.
 */
export class EventClient {
  on(): () => void {
    return () => undefined;
  }

  emit(): void {}
}
