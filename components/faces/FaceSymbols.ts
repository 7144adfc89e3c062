import { defineComponent, h, type VNode } from 'vue';
import { classicSymbols, type ArtPart } from './classicArt';

function render(p: ArtPart): VNode {
  return h(p.tag, p.attrs, p.text ?? p.children?.map(render));
}

// Built once per page load: the symbols never change, only the <use> that shows them.
const symbols = classicSymbols();

/** One hidden <svg> holding every Classic face as a <symbol>; tiles show them with <use href>. */
export default defineComponent({
  name: 'FaceSymbols',
  setup() {
    return () =>
      h(
        'svg',
        { 'aria-hidden': 'true', focusable: 'false', width: 0, height: 0, style: 'position:absolute;overflow:hidden' },
        symbols.map(render),
      );
  },
});
