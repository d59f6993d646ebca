// The shape of an email address the forms accept: something, "@", a domain with a dot inside it, no white space and
// no second "@". Written so a match costs linear time: the domain is read as its first character, then up to its
// first dot, then the rest (the plain form, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, tried every dot against the whole rest:
// a 64 KB value took a second, and zod runs a pattern even after a length check has failed).
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
