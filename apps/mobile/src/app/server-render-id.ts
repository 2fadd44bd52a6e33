/** Where a server-rendered page keeps what its render assumed (a data block, never executed). */
export const SERVER_RENDER_ELEMENT_ID = 'server-render';
