/** Show me how, as the store holds it: its state at once, its driver (demo.ts) loaded on first use. */
import { ref } from 'vue';
import type { DemoInputs, DemoState, ShowMeHow } from './demo';

export function lazyDemo(inputs: Omit<DemoInputs, 'state'>) {
  const state = ref<DemoState>('off');
  let driver: ShowMeHow | null = null;
  const withDriver = (run: (d: ShowMeHow) => void) =>
    void import('./demo').then((m) => {
      driver ??= m.showMeHow({ ...inputs, state });
      run(driver);
    });
  return {
    state,
    /** Starts Show me how, or stops it while it runs. */
    toggle: () => withDriver((d) => d.toggle()),
    pause: () => driver?.pause(),
    resume: () => driver?.resume(),
    step: () => driver?.step(),
    stop: () => driver?.stop(),
  };
}
