import { createLoadingCounter, type LoadingCounter } from './loading-counter.ts';

/** `<body>` carries this class whenever nothing is loading. */
export const LOADED_CLASS = 'loaded';

let browserCounter: LoadingCounter | undefined;

/** The page's one loading counter; created in the browser only (the server renders no loads). */
export function pageLoading(): LoadingCounter {
  browserCounter ??= createLoadingCounter({
    onLoadedChange: (loaded) => document.body.classList.toggle(LOADED_CLASS, loaded),
  });
  return browserCounter;
}
