import { type ComponentType, lazy, Suspense } from "react";
import { PageLoading } from "../ui/route-loading.tsx";

export interface OnDemandPage<P extends object> {
  /** Renders the page, with the loading state in its place until its code has arrived. */
  Page: ComponentType<P>;
  /** Starts fetching the page's code (once; again after a failure) and resolves when it is there. */
  preload: () => Promise<unknown>;
}

/**
 * A page whose code is fetched only when it is shown, for a page that shares its path with another
 * (the booking flow is /physicians?urlTitle=…, the landing is /physicians), where the router's own lazy
 * routes cannot tell them apart. Once the code is there the page renders at once, without suspending,
 * so a page preloaded before the first render (mount-app.tsx) never flashes the loading state.
 *
 * The page is always the same lazy component under the same Suspense, before and after its code
 * arrives. Rendering the loaded component in the lazy one's place instead made the page's first
 * re-render after loading (booking step 1 naming the held time in the address) mount it afresh: its
 * state reset, the calendar fetched again without the held time, and focus fell to the body (issue 9).
 */
export function onDemandPage<P extends object>(load: () => Promise<ComponentType<P>>): OnDemandPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const makeLazy = () =>
    lazy(() => {
      // Code already here: a thenable that answers at once (a promise would answer on a later tick), so
      // lazy renders without suspending and no loading state flashes.
      const ready = loaded;
      if (ready)
        return {
          // biome-ignore lint/suspicious/noThenProperty: React's lazy takes any thenable; this one is synchronous
          then: (fulfil: (module: { default: ComponentType<P> }) => void) => fulfil({ default: ready }),
        } as Promise<{ default: ComponentType<P> }>;
      return preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          // A lazy component keeps its failure: the next render after a failed download gets a fresh one.
          Lazy = makeLazy();
          throw error;
        },
      );
    }) as unknown as ComponentType<P>;
  let Lazy = makeLazy();
  function Page(props: P) {
    const Current = Lazy;
    return (
      <Suspense fallback={<PageLoading />}>
        <Current {...props} />
      </Suspense>
    );
  }
  return { Page, preload };
}
