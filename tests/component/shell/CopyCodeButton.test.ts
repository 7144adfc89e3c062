import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import CopyCodeButton from '@/components/toolbar/CopyCodeButton.vue';

const CODE = 'MJ1-L00-AAAAABL';

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CopyCodeButton', () => {
  it('copies the code and says so, then the confirmation goes away', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const wrapper = mount(CopyCodeButton, { props: { code: CODE } });
    expect(wrapper.get('[data-code-text]').text()).toBe(CODE);
    await wrapper.get('[data-action="copy-code"]').trigger('click');
    await flushPromises();
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(wrapper.get('[data-copied-status]').text()).toBe('Copied');
    vi.advanceTimersByTime(2100);
    await flushPromises();
    expect(wrapper.get('[data-copied-status]').text()).toBe('');
  });

  it('says when the clipboard refused', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    const wrapper = mount(CopyCodeButton, { props: { code: CODE } });
    await wrapper.get('[data-action="copy-code"]').trigger('click');
    await flushPromises();
    expect(wrapper.get('[data-copied-status]').text()).toBe('Could not copy');
  });
});
