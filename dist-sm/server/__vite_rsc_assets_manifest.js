export default {
  "clientEntryUrl": "/assets/index-B_Oy4gDf.js",
  "clientEntryDeps": {
    "js": [
      "/assets/index-B_Oy4gDf.js",
      "/assets/rolldown-runtime-XKyaHtl9.js"
    ],
    "css": []
  },
  "clientReferenceDeps": {
    "b5b85f6c9518": {
      "js": [
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js"
      ],
      "css": []
    },
    "339f946bc456": {
      "js": [
        "/assets/D-KbHXzX.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/search-2IjRndKb.js",
        "/assets/shortcuts-BVL4AcI7.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/runtime-C6JGJLME.js"
      ],
      "css": []
    },
    "847a2b1045ef": {
      "js": [
        "/assets/0x_joWDu.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js"
      ],
      "css": []
    },
    "6d786e16fc6b": {
      "js": [
        "/assets/0x_joWDu.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js"
      ],
      "css": []
    },
    "20627f924cbc": {
      "js": [
        "/assets/eficc6G2.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/main-BvQ0na02.js",
        "/assets/analytics--8t4aDtl.js",
        "/assets/load-script-B2DGQ8LB.js"
      ],
      "css": []
    },
    "44bf5eafc7fd": {
      "js": [
        "/assets/IFb5tkNM.js",
        "/assets/fill-BtmxQH9g.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/call-api-C5Aqqfr3.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/actions-modal-DRzmDu3t.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/save-text-7gxdQQJc.js",
        "/assets/money-Ca3fbRhT.js",
        "/assets/date-DvTraKXP.js"
      ],
      "css": []
    },
    "f629f70c6c3c": {
      "js": [
        "/assets/DB_2NJFA.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/use-hydrated-D5EriZMA.js"
      ],
      "css": []
    },
    "785ce0ace152": {
      "js": [
        "/assets/DS7FEBIq.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js"
      ],
      "css": []
    },
    "d891adb7e3b1": {
      "js": [
        "/assets/DKYxLXLr.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/user-name-B1ZQ0tfg.js",
        "/assets/toast-store-D8STO_a-.js"
      ],
      "css": []
    },
    "bc74ae2bebed": {
      "js": [
        "/assets/DKYxLXLr.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/user-name-B1ZQ0tfg.js",
        "/assets/toast-store-D8STO_a-.js"
      ],
      "css": []
    },
    "793718d7cb65": {
      "js": [
        "/assets/Bm8IY-N7.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/money-Ca3fbRhT.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/date-DvTraKXP.js",
        "/assets/file-drop-DFkkT7wC.js",
        "/assets/runtime-C6JGJLME.js"
      ],
      "css": []
    },
    "40fbaad20283": {
      "js": [
        "/assets/C7-W5OHY.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/fill-BtmxQH9g.js",
        "/assets/date-DvTraKXP.js",
        "/assets/money-Ca3fbRhT.js",
        "/assets/skeleton-AGU-ntJN.js",
        "/assets/call-api-C5Aqqfr3.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/members-api-aWNVy8A2.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/model-name-CO5aIxMq.js",
        "/assets/analytics--8t4aDtl.js",
        "/assets/typed-before-hydration-ig6OJWUY.js"
      ],
      "css": []
    },
    "0eed2790d541": {
      "js": [
        "/assets/C3yrNZ-2.js",
        "/assets/download-A2wNfJXo.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/call-api-C5Aqqfr3.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/file-drop-DFkkT7wC.js",
        "/assets/use-catalog-CC76Lfzr.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/save-settings-B205ImoM.js",
        "/assets/theme-CkLd_Fq6.js",
        "/assets/runtime-C6JGJLME.js"
      ],
      "css": []
    },
    "16715b7881a4": {
      "js": [
        "/assets/ux0lV-k1.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/main-BvQ0na02.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/placeholder-Ee6ihQTW.js",
        "/assets/download-A2wNfJXo.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/menu-button-CllhOIEi.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/use-chat-settings-CiMnCyxA.js",
        "/assets/model-name-CO5aIxMq.js",
        "/assets/money-Ca3fbRhT.js",
        "/assets/call-api-C5Aqqfr3.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/copy-button-BLlnCEpl.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/search-2IjRndKb.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/save-settings-B205ImoM.js",
        "/assets/theme-CkLd_Fq6.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/use-catalog-CC76Lfzr.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/ui-message-AfqGhklW.js",
        "/assets/skeleton-AGU-ntJN.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/use-chat-name-EC3RmI3b.js",
        "/assets/answer-stream-B27pP65D.js",
        "/assets/last-chat-client-DAETZwqQ.js"
      ],
      "css": [
        "/assets/use-chat-settings-DuoKnlXO.css"
      ]
    },
    "cfe643dbcb0a": {
      "js": [
        "/assets/DFB1ikL2.js",
        "/assets/remote-image-link-Y93tX6Al.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/copy-button-BLlnCEpl.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/preview-origin-BAkbeGNw.js"
      ],
      "css": []
    },
    "2164eee9e798": {
      "js": [
        "/assets/mAlNdSRV.js",
        "/assets/preview-origin-BAkbeGNw.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/search-2IjRndKb.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/main-BvQ0na02.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/palette-actions-B-lYcYK2.js",
        "/assets/locales-jGFUHRGT.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/shortcuts-BVL4AcI7.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/skeleton-AGU-ntJN.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/chat-list-item-DyapXc9j.js",
        "/assets/menu-button-CllhOIEi.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/trash-xWJeaDMs.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/chat_untitled-DE1gcvA3.js",
        "/assets/actions-modal-DRzmDu3t.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/layout_close-D1OTdHcQ.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/use-chat-name-EC3RmI3b.js"
      ],
      "css": [
        "/assets/_layout-DZv1phkA.css"
      ]
    },
    "16cb1026b8d3": {
      "js": [
        "/assets/DFB1ikL2.js",
        "/assets/remote-image-link-Y93tX6Al.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/copy-button-BLlnCEpl.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/preview-origin-BAkbeGNw.js"
      ],
      "css": []
    },
    "1518ad3305b7": {
      "js": [
        "/assets/ux0lV-k1.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/main-BvQ0na02.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/placeholder-Ee6ihQTW.js",
        "/assets/download-A2wNfJXo.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/menu-button-CllhOIEi.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/use-chat-settings-CiMnCyxA.js",
        "/assets/model-name-CO5aIxMq.js",
        "/assets/money-Ca3fbRhT.js",
        "/assets/call-api-C5Aqqfr3.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/copy-button-BLlnCEpl.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/search-2IjRndKb.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/save-settings-B205ImoM.js",
        "/assets/theme-CkLd_Fq6.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/use-catalog-CC76Lfzr.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/ui-message-AfqGhklW.js",
        "/assets/skeleton-AGU-ntJN.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/use-chat-name-EC3RmI3b.js",
        "/assets/answer-stream-B27pP65D.js",
        "/assets/last-chat-client-DAETZwqQ.js"
      ],
      "css": [
        "/assets/use-chat-settings-DuoKnlXO.css"
      ]
    },
    "f8467fb2d632": {
      "js": [
        "/assets/B4-m8Tsb.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/field-errors-OCyJHSEO.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/file-drop-DFkkT7wC.js",
        "/assets/createLucideIcon-DKW1mbBd.js"
      ],
      "css": []
    },
    "1d03cc66fe29": {
      "js": [
        "/assets/R_mbbYts.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/image-turns-DGRLZuTI.js",
        "/assets/use-chat-name-EC3RmI3b.js"
      ],
      "css": []
    },
    "9bc95bd64d0c": {
      "js": [
        "/assets/DZDCheMz.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/money-Ca3fbRhT.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/images-xaWTcoo9.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/segmented-CQl0TLwA.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/image-turns-DGRLZuTI.js",
        "/assets/last-chat-client-DAETZwqQ.js",
        "/assets/ui-message-AfqGhklW.js",
        "/assets/runtime-C6JGJLME.js"
      ],
      "css": [
        "/assets/images-CAvoBgMT.css"
      ]
    },
    "b3199afc2634": {
      "js": [
        "/assets/DKYxLXLr.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/user-name-B1ZQ0tfg.js",
        "/assets/toast-store-D8STO_a-.js"
      ],
      "css": []
    },
    "877e27bbfe44": {
      "js": [
        "/assets/CsyMjZir.js",
        "/assets/main-BvQ0na02.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/locales-jGFUHRGT.js",
        "/assets/theme-CkLd_Fq6.js",
        "/assets/use-hydrated-D5EriZMA.js"
      ],
      "css": []
    },
    "ee6cd42611f9": {
      "js": [
        "/assets/DKYxLXLr.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/user-name-B1ZQ0tfg.js",
        "/assets/toast-store-D8STO_a-.js"
      ],
      "css": []
    },
    "c21fbb0e96b3": {
      "js": [
        "/assets/CsyMjZir.js",
        "/assets/main-BvQ0na02.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/locales-jGFUHRGT.js",
        "/assets/theme-CkLd_Fq6.js",
        "/assets/use-hydrated-D5EriZMA.js"
      ],
      "css": []
    },
    "f7419084402c": {
      "js": [
        "/assets/BH_5RLUb.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/call-api-C5Aqqfr3.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/fill-BtmxQH9g.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/createLucideIcon-DKW1mbBd.js"
      ],
      "css": []
    },
    "bfd41c6c9837": {
      "js": [
        "/assets/swY77t4B.js",
        "/assets/fill-BtmxQH9g.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/members-api-aWNVy8A2.js",
        "/assets/call-api-C5Aqqfr3.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/date-DvTraKXP.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/money-Ca3fbRhT.js",
        "/assets/pencil-CmGb04KO.js"
      ],
      "css": []
    },
    "9d045cb696cf": {
      "js": [
        "/assets/C_BREKdt.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/money-Ca3fbRhT.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/images-xaWTcoo9.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/last-chat-client-DAETZwqQ.js",
        "/assets/ui-message-AfqGhklW.js",
        "/assets/runtime-C6JGJLME.js"
      ],
      "css": [
        "/assets/midjourney-studio-BDt3-Csp.css",
        "/assets/images-CAvoBgMT.css"
      ]
    },
    "0ffade7c93b6": {
      "js": [
        "/assets/D-KbHXzX.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/search-2IjRndKb.js",
        "/assets/shortcuts-BVL4AcI7.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/runtime-C6JGJLME.js"
      ],
      "css": []
    },
    "1f45b1feb6c0": {
      "js": [
        "/assets/BmtHdfUt.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/fill-BtmxQH9g.js",
        "/assets/call-api-C5Aqqfr3.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/save-text-7gxdQQJc.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/user-name-B1ZQ0tfg.js",
        "/assets/file-drop-DFkkT7wC.js",
        "/assets/createLucideIcon-DKW1mbBd.js"
      ],
      "css": []
    },
    "67e55ddae6d1": {
      "js": [
        "/assets/mAlNdSRV.js",
        "/assets/preview-origin-BAkbeGNw.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/search-2IjRndKb.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/main-BvQ0na02.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/palette-actions-B-lYcYK2.js",
        "/assets/locales-jGFUHRGT.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/shortcuts-BVL4AcI7.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/skeleton-AGU-ntJN.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/chat-list-item-DyapXc9j.js",
        "/assets/menu-button-CllhOIEi.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/trash-xWJeaDMs.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/chat_untitled-DE1gcvA3.js",
        "/assets/actions-modal-DRzmDu3t.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/layout_close-D1OTdHcQ.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/use-chat-name-EC3RmI3b.js"
      ],
      "css": [
        "/assets/_layout-DZv1phkA.css"
      ]
    },
    "838c65986e08": {
      "js": [
        "/assets/C3yrNZ-2.js",
        "/assets/download-A2wNfJXo.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/call-api-C5Aqqfr3.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/file-drop-DFkkT7wC.js",
        "/assets/use-catalog-CC76Lfzr.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/save-settings-B205ImoM.js",
        "/assets/theme-CkLd_Fq6.js",
        "/assets/runtime-C6JGJLME.js"
      ],
      "css": []
    },
    "77c20dfa491c": {
      "js": [
        "/assets/DYzsn9D2.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/shortcuts-BVL4AcI7.js",
        "/assets/save-settings-B205ImoM.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/theme-CkLd_Fq6.js"
      ],
      "css": []
    },
    "2c6adfbb1a1b": {
      "js": [
        "/assets/mAlNdSRV.js",
        "/assets/preview-origin-BAkbeGNw.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/search-2IjRndKb.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/main-BvQ0na02.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/palette-actions-B-lYcYK2.js",
        "/assets/locales-jGFUHRGT.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/shortcuts-BVL4AcI7.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/skeleton-AGU-ntJN.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/chat-list-item-DyapXc9j.js",
        "/assets/menu-button-CllhOIEi.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/trash-xWJeaDMs.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/chat_untitled-DE1gcvA3.js",
        "/assets/actions-modal-DRzmDu3t.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/layout_close-D1OTdHcQ.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/use-chat-name-EC3RmI3b.js"
      ],
      "css": [
        "/assets/_layout-DZv1phkA.css"
      ]
    },
    "9f664082ac19": {
      "js": [
        "/assets/mAlNdSRV.js",
        "/assets/preview-origin-BAkbeGNw.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/search-2IjRndKb.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/main-BvQ0na02.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/palette-actions-B-lYcYK2.js",
        "/assets/locales-jGFUHRGT.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/shortcuts-BVL4AcI7.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/skeleton-AGU-ntJN.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/chat-list-item-DyapXc9j.js",
        "/assets/menu-button-CllhOIEi.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/trash-xWJeaDMs.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/chat_untitled-DE1gcvA3.js",
        "/assets/actions-modal-DRzmDu3t.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/layout_close-D1OTdHcQ.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/use-chat-name-EC3RmI3b.js"
      ],
      "css": [
        "/assets/_layout-DZv1phkA.css"
      ]
    },
    "01395de14bda": {
      "js": [
        "/assets/mAlNdSRV.js",
        "/assets/preview-origin-BAkbeGNw.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/search-2IjRndKb.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/main-BvQ0na02.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/palette-actions-B-lYcYK2.js",
        "/assets/locales-jGFUHRGT.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/shortcuts-BVL4AcI7.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/skeleton-AGU-ntJN.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/chat-list-item-DyapXc9j.js",
        "/assets/menu-button-CllhOIEi.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/trash-xWJeaDMs.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/chat_untitled-DE1gcvA3.js",
        "/assets/actions-modal-DRzmDu3t.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/layout_close-D1OTdHcQ.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/use-chat-name-EC3RmI3b.js"
      ],
      "css": [
        "/assets/_layout-DZv1phkA.css"
      ]
    },
    "600e398c0a95": {
      "js": [
        "/assets/mAlNdSRV.js",
        "/assets/preview-origin-BAkbeGNw.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/search-2IjRndKb.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/main-BvQ0na02.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/palette-actions-B-lYcYK2.js",
        "/assets/locales-jGFUHRGT.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/shortcuts-BVL4AcI7.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/skeleton-AGU-ntJN.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/chat-list-item-DyapXc9j.js",
        "/assets/menu-button-CllhOIEi.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/trash-xWJeaDMs.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/chat_untitled-DE1gcvA3.js",
        "/assets/actions-modal-DRzmDu3t.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/layout_close-D1OTdHcQ.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/use-chat-name-EC3RmI3b.js"
      ],
      "css": [
        "/assets/_layout-DZv1phkA.css"
      ]
    },
    "b7fd598c136d": {
      "js": [
        "/assets/mAlNdSRV.js",
        "/assets/preview-origin-BAkbeGNw.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/search-2IjRndKb.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/main-BvQ0na02.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/palette-actions-B-lYcYK2.js",
        "/assets/locales-jGFUHRGT.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/shortcuts-BVL4AcI7.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/skeleton-AGU-ntJN.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/chat-list-item-DyapXc9j.js",
        "/assets/menu-button-CllhOIEi.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/trash-xWJeaDMs.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/chat_untitled-DE1gcvA3.js",
        "/assets/actions-modal-DRzmDu3t.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/layout_close-D1OTdHcQ.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/use-chat-name-EC3RmI3b.js"
      ],
      "css": [
        "/assets/_layout-DZv1phkA.css"
      ]
    },
    "bf7993782f9b": {
      "js": [
        "/assets/C6X4vgy1.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/load-script-B2DGQ8LB.js",
        "/assets/date-DvTraKXP.js",
        "/assets/field-errors-OCyJHSEO.js",
        "/assets/file-drop-DFkkT7wC.js",
        "/assets/createLucideIcon-DKW1mbBd.js"
      ],
      "css": []
    },
    "c3994fb3faa4": {
      "js": [
        "/assets/C6X4vgy1.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/load-script-B2DGQ8LB.js",
        "/assets/date-DvTraKXP.js",
        "/assets/field-errors-OCyJHSEO.js",
        "/assets/file-drop-DFkkT7wC.js",
        "/assets/createLucideIcon-DKW1mbBd.js"
      ],
      "css": []
    },
    "5c5cafdfa0d3": {
      "js": [
        "/assets/C6X4vgy1.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/load-script-B2DGQ8LB.js",
        "/assets/date-DvTraKXP.js",
        "/assets/field-errors-OCyJHSEO.js",
        "/assets/file-drop-DFkkT7wC.js",
        "/assets/createLucideIcon-DKW1mbBd.js"
      ],
      "css": []
    },
    "d033d0dc19e3": {
      "js": [
        "/assets/SCxn0MrX.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/use-catalog-CC76Lfzr.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/date-DvTraKXP.js",
        "/assets/copy-button-BLlnCEpl.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/answer-stream-B27pP65D.js",
        "/assets/placeholder-Ee6ihQTW.js"
      ],
      "css": []
    },
    "7facb22b84bd": {
      "js": [
        "/assets/D7yLqKbq.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/trash-xWJeaDMs.js",
        "/assets/money-Ca3fbRhT.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/save-text-7gxdQQJc.js",
        "/assets/file-drop-DFkkT7wC.js",
        "/assets/runtime-C6JGJLME.js"
      ],
      "css": []
    },
    "20be2f6a4fc8": {
      "js": [
        "/assets/BFU0TWm2.js",
        "/assets/copy-button-BLlnCEpl.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/createLucideIcon-DKW1mbBd.js",
        "/assets/icon-button-zJBg-hwx.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/runtime-C6JGJLME.js",
        "/assets/toast-store-D8STO_a-.js",
        "/assets/download-A2wNfJXo.js",
        "/assets/chat-list-item-DyapXc9j.js",
        "/assets/menu-button-CllhOIEi.js",
        "/assets/eye-CWNymXtj.js",
        "/assets/pencil-CmGb04KO.js",
        "/assets/trash-xWJeaDMs.js",
        "/assets/chat_untitled-DE1gcvA3.js",
        "/assets/main-BvQ0na02.js",
        "/assets/use-chat-settings-CiMnCyxA.js",
        "/assets/model-name-CO5aIxMq.js",
        "/assets/money-Ca3fbRhT.js",
        "/assets/call-api-C5Aqqfr3.js",
        "/assets/page-loads-vHNgBlG_.js",
        "/assets/select-ZEMm0m_1.js",
        "/assets/search-2IjRndKb.js",
        "/assets/x-C-rZ_LTE.js",
        "/assets/typed-before-hydration-ig6OJWUY.js",
        "/assets/client-settings-Dq3vHCHO.js",
        "/assets/settings-zSC-CddQ.js",
        "/assets/save-settings-B205ImoM.js",
        "/assets/theme-CkLd_Fq6.js",
        "/assets/lazy-part-BYifHXeH.js",
        "/assets/use-catalog-CC76Lfzr.js",
        "/assets/normalize-D9aXNv67.js",
        "/assets/placeholder-Ee6ihQTW.js",
        "/assets/ui-message-AfqGhklW.js",
        "/assets/use-hydrated-D5EriZMA.js",
        "/assets/actions-modal-DRzmDu3t.js",
        "/assets/file-drop-DFkkT7wC.js",
        "/assets/segmented-CQl0TLwA.js",
        "/assets/layout_close-D1OTdHcQ.js"
      ],
      "css": [
        "/assets/use-chat-settings-DuoKnlXO.css"
      ]
    },
    "6fe6ee80c8a6": {
      "js": [
        "/assets/DMu-s6ed.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js"
      ],
      "css": []
    },
    "833308ed4183": {
      "js": [
        "/assets/CVCR-9mz.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js",
        "/assets/toast-store-D8STO_a-.js"
      ],
      "css": []
    },
    "5cf01d256901": {
      "js": [
        "/assets/rvtIu9Xp.js",
        "/assets/locale-context-yJ0TzPcU.js",
        "/assets/index-B_Oy4gDf.js",
        "/assets/rolldown-runtime-XKyaHtl9.js"
      ],
      "css": []
    }
  },
  "serverResources": {
    "src/components/auth/email-confirm-banner.tsx": {
      "js": [],
      "css": [
        "/assets/_layout-BlVa07PD.css",
        "/assets/tools-nav-CEcVNNRO.css",
        "/assets/palette-entry-DzVHu_QJ.css",
        "/assets/sidebar-gt_rYWjo.css"
      ]
    },
    "src/components/auth/user-menu.tsx": {
      "js": [],
      "css": [
        "/assets/palette-entry-DzVHu_QJ.css",
        "/assets/tools-nav-CEcVNNRO.css"
      ]
    },
    "src/components/chat/conversation-page.tsx": {
      "js": [],
      "css": [
        "/assets/conversation-page-96dYzZ86.css",
        "/assets/voice-CQjnvC8l.css"
      ]
    },
    "src/components/layout/chats-frame.tsx": {
      "js": [],
      "css": [
        "/assets/_layout-BlVa07PD.css",
        "/assets/tools-nav-CEcVNNRO.css",
        "/assets/palette-entry-DzVHu_QJ.css",
        "/assets/sidebar-gt_rYWjo.css"
      ]
    },
    "src/components/legal/legal-page.tsx": {
      "js": [],
      "css": [
        "/assets/legal-page-Dmm01oS_.css"
      ]
    },
    "src/components/navigation/palette-entry.tsx": {
      "js": [],
      "css": [
        "/assets/palette-entry-DzVHu_QJ.css",
        "/assets/tools-nav-CEcVNNRO.css"
      ]
    },
    "src/components/navigation/tools-nav.tsx": {
      "js": [],
      "css": [
        "/assets/tools-nav-CEcVNNRO.css"
      ]
    },
    "src/components/ui/kit/kit-sections.tsx": {
      "js": [],
      "css": [
        "/assets/tools-nav-CEcVNNRO.css",
        "/assets/sidebar-gt_rYWjo.css",
        "/assets/voice-CQjnvC8l.css"
      ]
    },
    "src/pages/_layout.tsx": {
      "js": [],
      "css": [
        "/assets/_layout-Di4WWPOR.css"
      ]
    },
    "src/pages/[locale]/(cabinet)/cabinet/api-keys.tsx": {
      "js": [],
      "css": [
        "/assets/api-keys-y9X5CCbv.css",
        "/assets/auth-C3JkaSEo.css"
      ]
    },
    "src/pages/[locale]/(cabinet)/cabinet/balance.tsx": {
      "js": [],
      "css": [
        "/assets/balance-4k5QeyA-.css"
      ]
    },
    "src/pages/[locale]/(cabinet)/cabinet/key-combinations.tsx": {
      "js": [],
      "css": [
        "/assets/key-combinations-BqgRNxkT.css",
        "/assets/settings-Elzuwx5a.css"
      ]
    },
    "src/pages/[locale]/(cabinet)/cabinet/members.tsx": {
      "js": [],
      "css": [
        "/assets/members-DTl9czdL.css",
        "/assets/auth-C3JkaSEo.css"
      ]
    },
    "src/pages/[locale]/(cabinet)/cabinet/profile.tsx": {
      "js": [],
      "css": [
        "/assets/profile-BfuJgfUz.css",
        "/assets/settings-Elzuwx5a.css"
      ]
    },
    "src/pages/[locale]/(cabinet)/cabinet/settings.tsx": {
      "js": [],
      "css": [
        "/assets/settings-CHXzqkIG.css",
        "/assets/settings-Elzuwx5a.css"
      ]
    },
    "src/pages/[locale]/(cabinet)/cabinet/tools.tsx": {
      "js": [],
      "css": [
        "/assets/tools-CMyZeCIy.css",
        "/assets/settings-Elzuwx5a.css"
      ]
    },
    "src/pages/[locale]/(chats)/support.tsx": {
      "js": [],
      "css": [
        "/assets/support-Di8EIiYk.css"
      ]
    },
    "src/pages/[locale]/(chats)/text.tsx": {
      "js": [],
      "css": [
        "/assets/text-DGyhZOD_.css"
      ]
    },
    "src/pages/[locale]/(login)/_layout.tsx": {
      "js": [],
      "css": [
        "/assets/auth-C3JkaSEo.css"
      ]
    },
    "src/pages/[locale]/(text-page)/avatar.tsx": {
      "js": [],
      "css": [
        "/assets/avatar-CsSfF3-2.css"
      ]
    },
    "src/pages/[locale]/(text-page)/feedback.tsx": {
      "js": [],
      "css": [
        "/assets/feedback-DNU1WRB8.css"
      ]
    },
    "src/pages/[locale]/(text-page)/gen.tsx": {
      "js": [],
      "css": [
        "/assets/gen-DblzXylw.css"
      ]
    },
    "src/pages/[locale]/(text-page)/service.tsx": {
      "js": [],
      "css": [
        "/assets/service-DF8vUdmf.css"
      ]
    },
    "src/pages/[locale]/(text-page)/transcription.tsx": {
      "js": [],
      "css": [
        "/assets/transcription-CH7P_NFv.css"
      ]
    }
  }
}