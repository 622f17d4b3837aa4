import "./client-N-I6esBt.js";
export {};
