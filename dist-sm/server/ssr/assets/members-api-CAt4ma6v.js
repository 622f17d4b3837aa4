import "./call-api-BMZ7hmPg.js";
export {};
