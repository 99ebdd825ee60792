import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dir='node_modules/.cache/bench-bundle/';
const m=JSON.parse(readFileSync(dir+'.vite/manifest.json','utf8'));
const clo=(k,s=new Set())=>{if(s.has(k)||!m[k])return s;s.add(k);for(const d of m[k].imports??[])clo(d,s);return s;};
const entry=Object.keys(m).find(k=>m[k].isEntry);
const e=clo(entry);
const key=process.argv[2];
const r=[...clo(key)].filter(k=>!e.has(k));
for(const k of r){console.log((gzipSync(readFileSync(dir+m[k].file),{level:9}).length/1024).toFixed(1).padStart(6),k,m[k].file)}
