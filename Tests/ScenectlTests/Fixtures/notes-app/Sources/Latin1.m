class Broken {}
// ÿþ not UTF-8
