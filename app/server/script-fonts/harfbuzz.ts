// OpenType shaping with HarfBuzz (harfbuzzjs's WebAssembly build): Arabic joining and ligatures, Indic conjuncts and
// reordering, Thai marks, Hangul. The Wasm module is imported precompiled (workerd forbids compiling code at run time)
// and instantiated here with the five functions it imports, so harfbuzzjs's own loader (which fetches the file and
// makes functions at run time) is never used. Only the C API's shaping calls are needed.
import harfbuzzWasm from "harfbuzzjs/dist/harfbuzz.wasm";

interface HarfBuzzExports {
  memory: WebAssembly.Memory;
  __wasm_call_ctors?: () => void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_font_create(face: number): number;
  hb_buffer_create(): number;
  hb_buffer_destroy(buffer: number): void;
  hb_buffer_add_utf16(buffer: number, text: number, length: number, offset: number, itemLength: number): void;
  hb_buffer_set_direction(buffer: number, direction: number): void;
  hb_buffer_guess_segment_properties(buffer: number): void;
  hb_buffer_get_length(buffer: number): number;
  hb_buffer_get_glyph_infos(buffer: number, length: number): number;
  hb_buffer_get_glyph_positions(buffer: number, length: number): number;
  hb_shape(font: number, buffer: number, features: number, featureCount: number): void;
}

const HB_MEMORY_MODE_READONLY = 1;
const HB_DIRECTION_LTR = 4;
const HB_DIRECTION_RTL = 5;

let harfbuzz: HarfBuzzExports | null = null;

function instance(): HarfBuzzExports {
  if (harfbuzz) return harfbuzz;
  let memory: WebAssembly.Memory | null = null;
  const imports = {
    env: {
      // Called with the heap size the allocator needs; grows the memory to it (1 = done, 0 = refused).
      emscripten_resize_heap(requested: number) {
        const missing = (requested >>> 0) - memory!.buffer.byteLength;
        try {
          if (missing > 0) memory!.grow(Math.ceil(missing / 65536));
          return 1;
        } catch {
          return 0;
        }
      },
      _abort_js() {
        throw new Error("HarfBuzz aborted");
      },
      _setitimer_js: () => 0,
      _emscripten_runtime_keepalive_clear() {},
    },
    wasi_snapshot_preview1: {
      proc_exit(code: number) {
        throw new Error(`HarfBuzz exited (${code})`);
      },
    },
  };
  const exports = new WebAssembly.Instance(harfbuzzWasm, imports).exports as unknown as HarfBuzzExports;
  memory = exports.memory;
  exports.__wasm_call_ctors?.();
  harfbuzz = exports;
  return exports;
}

/** One glyph of shaped text: its id in the font, the UTF-16 index its cluster starts at, and its metrics in font units. */
export interface ShapedGlyph {
  id: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A font HarfBuzz shapes with; its bytes are copied into the Wasm memory once and kept for the isolate's life. */
export class HarfBuzzFont {
  private readonly font: number;

  constructor(bytes: Uint8Array) {
    const hb = instance();
    const data = hb.malloc(bytes.byteLength);
    new Uint8Array(hb.memory.buffer, data, bytes.byteLength).set(bytes);
    const blob = hb.hb_blob_create(data, bytes.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
    this.font = hb.hb_font_create(hb.hb_face_create(blob, 0));
  }

  /** The glyphs of `text` in visual order (left to right, so reversed for right-to-left text). */
  shape(text: string, rightToLeft: boolean): ShapedGlyph[] {
    const hb = instance();
    const units = text.length;
    const textPtr = hb.malloc(units * 2 || 2);
    const buffer = hb.hb_buffer_create();
    try {
      const view = new Uint16Array(hb.memory.buffer, textPtr, units);
      for (let i = 0; i < units; i++) view[i] = text.charCodeAt(i);
      hb.hb_buffer_add_utf16(buffer, textPtr, units, 0, units);
      hb.hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
      hb.hb_buffer_guess_segment_properties(buffer);
      hb.hb_shape(this.font, buffer, 0, 0);
      const count = hb.hb_buffer_get_length(buffer);
      // hb_glyph_info_t and hb_glyph_position_t are five 32-bit fields each.
      const infos = new Uint32Array(hb.memory.buffer, hb.hb_buffer_get_glyph_infos(buffer, 0), count * 5);
      const positions = new Int32Array(hb.memory.buffer, hb.hb_buffer_get_glyph_positions(buffer, 0), count * 5);
      return Array.from({ length: count }, (_, i) => ({
        id: infos[i * 5]!,
        cluster: infos[i * 5 + 2]!,
        xAdvance: positions[i * 5]!,
        xOffset: positions[i * 5 + 2]!,
        yOffset: positions[i * 5 + 3]!,
      }));
    } finally {
      hb.hb_buffer_destroy(buffer);
      hb.free(textPtr);
    }
  }
}
