// Built in a later issue; the package exists so the release group and the build are in place.
export {};
