import { configure } from '@testing-library/dom';

// Runs before every test file. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` docblock; antd needs matchMedia there.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// The machines are shared and have two cores: give findBy*/waitFor room before they fail.
configure({ asyncUtilTimeout: 5000 });
