/** Header by which the BFF says the platform did not answer at all (the browser treats it as "no response"). */
export const UPSTREAM_UNREACHABLE_HEADER = 'x-upstream-unreachable';
