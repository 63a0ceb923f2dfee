/**
 * The career-site snippet served at /t.js (issue 14 §1): no dependencies, ≤ 2 kB gzip, no eval or
 * inline code needed on the employer's side (CSP-friendly: one <script src>). It keeps the click
 * id (hw_cid) and a random visitor id in first-party cookies of the employer's site — never under
 * Global Privacy Control / Do Not Track — and sends each funnel step with the page URL and the
 * referrer to /collect through navigator.sendBeacon (text/plain: no CORS preflight), each with a
 * random id of its own so that a repeat of the same event is stored once.
 *
 *   <script src="https://app.hirewave.example/t.js" data-hw-key="hw_…" data-hw-step="job-description" defer></script>
 *   <a href="/apply" data-hw-cta>Apply now</a>
 *
 * data-hw-step: the step this page is (career-page by default); data-hw-campaign: optional campaign
 * id for traffic without a click id; window.hirewave.track(step) sends a step from code.
 */
export const SNIPPET_SOURCE = `(function(d,w,n){var s=d.currentScript;if(!s)return;var a=function(x){return s.getAttribute("data-hw-"+x)},k=a("key");if(!k)return;
var e=s.src.replace(/\\/t\\.js([?#].*)?$/,"/collect"),o=n.globalPrivacyControl||n.doNotTrack=="1"||w.doNotTrack=="1",l=location;
function g(c){var m=d.cookie.match(new RegExp("(?:^|; )"+c+"=([^;]*)"));return m?decodeURIComponent(m[1]):void 0}
function p(c,v,y){d.cookie=c+"="+encodeURIComponent(v)+";path=/;max-age="+y*864e2+";SameSite=Lax"+(l.protocol=="https:"?";Secure":"")}
var c=new URLSearchParams(l.search).get("hw_cid"),v;if(c&&/^[\\w-]{8,64}$/.test(c))o||p("hw_cid",c,30);else c=g("hw_cid");
if(!o){v=g("hw_vid");if(!v){v=(w.crypto&&crypto.randomUUID?crypto.randomUUID():Math.random().toString(36).slice(2)+Date.now().toString(36)).replace(/[^\\w-]/g,"");p("hw_vid",v,395)}}
function h(st){var b=JSON.stringify({key:k,step:st,id:w.crypto&&crypto.randomUUID?crypto.randomUUID():void 0,visitor:v,cid:c||void 0,campaign:a("campaign")||void 0,url:l.href.slice(0,2e3),referrer:d.referrer.slice(0,2e3)});
try{if(n.sendBeacon&&n.sendBeacon(e,new Blob([b],{type:"text/plain"})))return}catch(x){}fetch(e,{method:"POST",body:b,keepalive:!0,mode:"no-cors",credentials:"omit",headers:{"Content-Type":"text/plain"}})}
h(a("step")||"career-page");
d.addEventListener("click",function(x){var q=x.target;if(q&&q.closest&&q.closest("[data-hw-cta]"))h("cta-click")},!0);
w.hirewave={track:h}})(document,window,navigator);
`;
