import { nextTick, ref, type Ref } from 'vue';

/** Text for one polite live region; the same sentence twice is announced twice. */
export function useAnnouncer(): { message: Ref<string>; announce: (text: string) => void } {
  const message = ref('');
  const announce = (text: string) => {
    message.value = '';
    void nextTick(() => (message.value = text));
  };
  return { message, announce };
}
