// The Cloudflare Vite plugin (and wrangler) import `.bin` files as Data modules: the file's bytes.
declare module "*.bin" {
  const bytes: ArrayBuffer;
  export default bytes;
}
