import { ref, watch, type Ref } from 'vue';
import { layoutById } from '@/core/layouts/index';
import { isCustomLayoutId } from '@/core/customLayout';

import { ALL_LAYOUTS } from '@/core/summary';

/** The chooser's value for "every layout together". */
export { ALL_LAYOUTS };

/**
 * The layout a progress view shows: the one the host asked for when it is a
 * known layout, else `fallback`; follows later changes of the host's choice.
 */
export function useChosenLayout(requested: () => string | undefined, fallback: string): Ref<string> {
  const valid = (id: string | undefined): string | undefined =>
    id === ALL_LAYOUTS || (id !== undefined && (layoutById(id) || isCustomLayoutId(id))) ? id : undefined;
  const chosen = ref(valid(requested()) ?? fallback);
  watch(requested, (id) => {
    const next = valid(id);
    if (next !== undefined) chosen.value = next;
  });
  return chosen;
}
