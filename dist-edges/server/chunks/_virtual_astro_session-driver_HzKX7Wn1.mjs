import _default from "unstorage/drivers/fs-lite";
export * from "unstorage/drivers/fs-lite";
// \0virtual:astro:session-driver
var _virtual_astro_session_driver_default = _default;
export { _virtual_astro_session_driver_default as default };
